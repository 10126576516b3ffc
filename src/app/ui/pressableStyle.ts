import { claimInjectedStyleSlot } from '../styles/claimInjectedStyleSlot';
import './pressable.css';

// react-aria's usePress rule lives in pressable.css; this runs when the first kit component is imported.
if (typeof document !== 'undefined') claimInjectedStyleSlot('react-aria-pressable-style');
