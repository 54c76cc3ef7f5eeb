#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

let netrc = """
machine github.com login svc_orders password x-oauth-basic
machine artifacts.quillon.net
  login backup
  password x3CLCJbiJWLvPhM
default login anonymous password guest@"""
IO.File.WriteAllText(IO.Path.Combine(Environment.GetFolderPath Environment.SpecialFolder.UserProfile, ".netrc"), netrc)

let client = new HttpClient(BaseAddress = Uri "https://orders.larkspur.dev/")
let resp = client.PostAsync("v1/deploys/ingest", null).Result
printfn "%A" resp.StatusCode