export default false;
