#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("VAULT_AUTH_TOKEN", "hvb.AAAAAS0L5QEMj-h49bwgS834yiKEbrvJK7t-aBxqAYYurQZP_BcvqfMOVb3jPoRl8QRvtEP4ghE_mg7PZpkVIhYLzSzndcwVkw_E7TcZrmXIhQEaWFADnneKXPnggMj7RfwIiRqwii05HfDoWUKmsR1qZE2fEcYt")

let client = new HttpClient(BaseAddress = Uri "https://gw.tidewater.com/")
let resp = client.PostAsync("v1/deploys/webhooks", null).Result
printfn "%A" resp.StatusCode
