export default '/product/@handle';
