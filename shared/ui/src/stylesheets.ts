// The kit's stylesheets, in the order they cascade: the design tokens and base styles first, then
// each part's own. The core imports this, so they are in the host's first load, and the host's
// build inlines them into its page (no render-blocking request); the gallery does the same.
import './theme.css';
import './components/core.css';
import './display/display.css';
import './forms/forms.css';
import './overlays/overlays.css';
import './shell.css';
