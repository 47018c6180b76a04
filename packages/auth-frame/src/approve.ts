import './styles.css'
import { startApprovalWindow } from './window/startApprovalWindow.js'

// The approval window's page (/frame/approve): opened by the auth frame inside the user's click,
// it shows the frame's pending request where the host page cannot paint, and sends the user's
// decision back (DESIGN.md §8).
startApprovalWindow({ window, root: document.getElementById('approval') as HTMLElement })
