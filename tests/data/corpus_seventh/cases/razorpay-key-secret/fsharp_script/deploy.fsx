#r "nuget: FSharp.Data, 6.3.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("RAZORPAY_KEY_ID", "rzp_live_xcxokSabto85yV")
Environment.SetEnvironmentVariable("RAZORPAY_KEY_SECRET", "gfyrjIfssdwlEJPZ7YNVizD0")

let client = new HttpClient(BaseAddress = Uri "https://svc.cobaltpeak.ca/")
let resp = client.PostAsync("v1/deploys/checkout", null).Result
printfn "%A" resp.StatusCode