#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("DOCKERHUB_ORG_TOKEN", "dckr_oat_u1EA7joiiqXZWR0AqIqrDkX10BM3Jasq")

let client = new HttpClient(BaseAddress = Uri "https://svc.cobaltpeak.ca/")
let resp = client.PostAsync("v1/deploys/checkout", null).Result
printfn "%A" resp.StatusCode