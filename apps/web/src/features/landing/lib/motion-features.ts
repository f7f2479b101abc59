// Loaded on demand by LazyMotion so the animation engine stays out of the landing page's first chunk.
import { domAnimation } from 'motion/react';

export default domAnimation;
