// Jest maps every stylesheet import here: styles have no behaviour to test in jsdom.
module.exports = {};
