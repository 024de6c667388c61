// The async boundary: shared singletons negotiate before React starts.
import('./bootstrap');
