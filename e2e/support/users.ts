export type User = { username: string; email: string; password: string };

let counter = 0;

/** A user nobody registered yet: tests run in parallel against one server and never share accounts. */
export function newUser(prefix: string): User {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { username, email: `${username}@example.com`, password: `pw-${username}` };
}
