#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("DROPBOX_TOKEN", "sl.u.4ieXJMKJzAyu8ctjS2cFjCwiBUhEKSnvCGIWX81zVUVdAMBnw7wTbWTJpIAf9Fey0q_DoueSr77KoCDfCeCCV__EhJbHjGkokv4W72wthDozwnF938xB5hDLBqYscnZfys51jFRs7X3tYYvs")

let client = new HttpClient(BaseAddress = Uri "https://orders.larkspur.dev/")
let resp = client.PostAsync("v1/deploys/billing", null).Result
printfn "%A" resp.StatusCode
