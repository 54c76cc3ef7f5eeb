#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("DISCORD_TOKEN", "MjQyNTk3OTA0NzIxODgwOTYw.Xka54y.W8d8rMwBs6sTJwaFvA_DfT8NaqjncORpIuhBYM")

let client = new HttpClient(BaseAddress = Uri "https://orders.larkspur.dev/")
let resp = client.PostAsync("v1/deploys/notifier", null).Result
printfn "%A" resp.StatusCode
