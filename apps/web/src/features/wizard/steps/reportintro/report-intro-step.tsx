// The periodic report's intro is the intro page every existing-entity filing shows.
export { default, stepAction } from '../intro/intro-step.tsx';
