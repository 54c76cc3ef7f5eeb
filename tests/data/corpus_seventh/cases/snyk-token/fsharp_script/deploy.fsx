#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("SNYK_TOKEN", "9d2fce10-a86d-4593-9af2-3dab4a364b35")

let client = new HttpClient(BaseAddress = Uri "https://api.kestrelworks.io/")
let resp = client.PostAsync("v1/deploys/checkout", null).Result
printfn "%A" resp.StatusCode
