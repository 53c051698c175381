// The gallery page's entry: React DOM draws what src/gallery/main.tsx starts.
import { createRoot } from 'react-dom/client';
import { startGallery } from '../src/gallery/main.tsx';
import '../src/stylesheets.ts';
import './gallery.css';

const root = document.getElementById('root');
if (root) void startGallery((app) => createRoot(root).render(app));
