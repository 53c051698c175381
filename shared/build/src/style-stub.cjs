// What a stylesheet import (`import './originals.css'`) gives in a unit test: nothing. The build
// puts the styles on the page; jsdom lays nothing out, so tests never depended on them.
module.exports = {};
