const NODE_ENV = "production";
const SSH_PRIVATE_KEY = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nxVgEX7AhnBYJKwYBBAHaRw8BAQdAY4iIDXkbkXheCcU3Q2uMTUz7slUZdLZ2mown\n6depyeUAAQDBg9Wp4OJn5z3yt3KEAD1qeeZPK8LK4/xxTgpQrY96NBGdzR9PcHMg\nVGVhbSA8amRvZUBrZXN0cmVsd29ya3MuaW8+wnwEExYKDzPAF8qyBDtI0jVce3aJ\noFOy9CJScuVWPKItro2VT9gilJIJoymdn7WfZE3Gn40Ou1Icjsnxj3030/pwZT4G\naFjirwOmtbqfEcqHgN1HDCsLsqC7/IfCZA5piLvD36W4Cwl2M5KxRlMZYdVoA0BA\nQrA88GFv9/Ff\n=A/l9\n-----END PGP PRIVATE KEY BLOCK-----";
const ORIGIN = "https://www.tidewater-logistics.com";
const PORT = "3000";
export { NODE_ENV as P, SSH_PRIVATE_KEY as r, ORIGIN as Z, PORT as w };
