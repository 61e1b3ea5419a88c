import { hydrateRoot } from 'react-dom/client';
import Home from './Home';
import './app.css';
hydrateRoot(document.getElementById('root')!, <Home />);
