#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("REFRESH_TOKEN", "1//0JceXpJbeb5wuzQphRf8pZG2ji2fVGyUgqIQBkDFxhuh3VIQiX3fBRMfX9kOSzqUx_hrGS1o-251h-cKk-tPk8WtSQoUIaf6Gw3F")

let client = new HttpClient(BaseAddress = Uri "https://billing.fernhill.com/")
let resp = client.PostAsync("v1/deploys/checkout", null).Result
printfn "%A" resp.StatusCode
