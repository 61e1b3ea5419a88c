export default { 'x-page': 'product' };
