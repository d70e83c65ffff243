/** Every page and the key behaviours in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver). */
import { launchWebKit } from "./webkit";
import { engineSuite } from "./suite";

engineSuite("webkit", launchWebKit, 1);
