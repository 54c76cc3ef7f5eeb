#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("SLACK_BOT_TOKEN", "xoxb-888333261989-6184647634166-RKJWexhVL4cbcPSwG5PwPQax")

let client = new HttpClient(BaseAddress = Uri "https://billing.fernhill.com/")
let resp = client.PostAsync("v1/deploys/notifier", null).Result
printfn "%A" resp.StatusCode
