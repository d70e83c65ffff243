/** Every page and the key behaviours in Firefox (puppeteer-core over WebDriver BiDi). */
import { launchFirefox } from "./firefox";
import { engineSuite } from "./suite";

engineSuite("firefox", launchFirefox, 0);
