export default 'Clothes for every day.';
