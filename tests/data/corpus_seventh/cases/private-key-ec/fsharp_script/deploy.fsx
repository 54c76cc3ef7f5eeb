#r "nuget: FSharp.Data, 6.3.0"

open System
open System.Net.Http

let signingKey = """
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIG60nflw9D7KYvcUAPbjp0X2XInCNELZHOIFmx/hEPProAoGCCqGSM49
AwEHoUQDQgAEoCjIr2u+/xi/LwHL5h9PiOl5YybEGnfcB9/pNtfX+jphTwhU1VgZ
1j/WhHQ7KSoGj7+lenPiW6z2rzk8bdGrRg==
-----END EC PRIVATE KEY-----"""
IO.File.WriteAllText(IO.Path.Combine(Environment.GetFolderPath Environment.SpecialFolder.UserProfile, "tls.key"), signingKey)

let client = new HttpClient(BaseAddress = Uri "https://orders.larkspur.dev/")
let resp = client.PostAsync("v1/deploys/checkout", null).Result
printfn "%A" resp.StatusCode