export { DesignHero } from './components/DesignHero';
export { DesignWizard } from './components/DesignWizard';
