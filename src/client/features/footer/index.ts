// The store's full footer (Footer.tsx) is not exported here: the app shell loads its code by
// its path when it nears the screen.
