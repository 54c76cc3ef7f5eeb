using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Northwind.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://billing.quarry-labs.com";
        private const string TlsKey = @"-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIhQzZELk4dbUCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBBimVha3WaxL7UVqcilZXVbBIIE
0Cs+BqwhoClWvdePDFu4uQDSnZzInccEHzxCp1eHLR0MOrYilzAZf34YEZXgJFeS
y1KnRDnslg88+fivp0ny/o4gaMbjL9RRkl6xHk2cnDtlrPfRbXo0gHdfTjcXbSe+
3dAXSNu5X/ptI4zEztveftX8U2e1ZFGOKOBAwfHeBGPut+nj1lETG4uBd4JG5QtQ
BEJ63rOQXoF8momi6YzivbR1vHlE9vAm/2zr4yaAAZf7EV3DE4mFS5La/OEDYSXb
fVdICqVR2ZlWuUIRs1lMb43+4ovu7c3AyrTgh39TxIkiKjH5zUj4jQR0ktRecKQH
hGyoKVYIOMhRFy54afjhnCRdwNk+pmwzk2DV+9BlPnzJ72CRhxMh4gXkFthK+EZj
lLwm8Ej6vTMFkGozQcY2Ez2xnm5hs592QUKyP8FSLUa+9xlBN5s132bRrKOUMw2u
5zP+IvaoYATwXMgT2q7CSxNdu2PKt2TamNchlmLFk9AINkhb4lIpVkO+sFmeuKp/
F94v6ObBijD4TXcjxbcYdrcnwS1Ya1uVH3/eLOzbSRdYElkmj+Tbu9hStgkO41bE
7MuKOYDB71YIIhW/5pC091LRvImFqrl6pQ6gKO6hH5zHVlsU/0s3GjxWJ4zw3Nu4
V1o4ismYfB7wJ6wxYU2MMUJz5uiDmIFI2Sv8Xxz2ANbRUc1O9/L4IDYQs0nA4jvP
e4EbWtXtNUDNAQVi6sGK02dFGd3AUCH5DpjCRwcB5n93SLVxrF/dBAvsM+rze6G+
kpYY+QK/jEsRnr1EynGbj/v95nKeAxsjvCvYdLnmS9ksANqlWKJx+m4lEsYz92gl
bEB6wGx7d/aSZMHjnuMPyNygnYaOtjen0KWe/5ch815SSQqEZ5u88zdu3Xr0fx5O
H/5xFwPJ17Sbp3qF5GkrJ8k9+zF2oEaT+VORkFfvPgX+dS84769tTKKHBRWZ8GbT
EKcYrSn1uqUjpGHPx7j3ix+T4j5PMpz3h2+liRiK/sX77azu5Bqbj7KkrqGm8B3u
OHVLufkAteVqdYIjUM16jmH+DMQDZzGwR0LmGdo7flheHJsTtvwZlJ0Axv5l7BL0
ojBkiG8WLAiVrMkA4Q/bfdvz+Pn/xzDq1GcMy3CbmIw9/E4DiigWA5paPaL2fO0H
D8mn/d/bmMskTLRlxxcVs6CEpl71U2DpaPa5Z/qRWyqJ88PF21+xpDlzQQ4kWZsX
POr9GTBxhRqgue25EEsBLEwZeR7aJ+NlYfzK8QD5gczx9UuEhD94w+aMM2KpXrt7
3PQXrpuUFJbZM3Pu69qwLjFVQkqFdbbMA86f2qrQ2wX71Sx9fUOmwCrwaDhqR+AT
Hval02sOk21g1tCiog3X7Zxxwkps7jrWq3qVZsGfMtPVgFzEitucWtQXVPE61Frg
k2dYFDGMF3yBg8cYUG2ZPofyGdM4RVytiCPvQM5fmRvd8e6cOUySdnapLxLCr2Uz
41Ut8JtVEltzzkdV0k68XdWxUwjT93BgvRbvVusscpHZyexY31SzMa5uKFotIZRj
hgSZKQo38cziropnPIu81xOjrbICiAIPjEdonniIe39EedWVFOkBY133l2hBjRiQ
sDwidYpna7eA5Y4r3iU/gW5mHPwBX3AdiLjaoEPmKu85
-----END ENCRYPTED PRIVATE KEY-----";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
