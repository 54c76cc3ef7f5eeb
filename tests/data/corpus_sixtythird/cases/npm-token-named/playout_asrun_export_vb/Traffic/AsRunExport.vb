' AsRunExport.vb - reads the playout automation's as-run log of the previous broadcast day and posts it to the traffic
' system for reconciliation (spots aired, make-goods)
Imports System.IO
Imports System.Net.Http
Imports System.Text

Public Module AsRunExport
    Private Const AsRunFolder As String = "\\playout04\AsRun"
    Private Const NodeAuthToken As String = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
    Private ReadOnly Http As New HttpClient()

    Public Async Function ExportAsync(channel As String) As Task(Of Integer)
        Dim day = Date.Today.AddDays(-1).ToString("yyyyMMdd")
        Dim log = File.ReadAllText(Path.Combine(AsRunFolder, channel & "_" & day & ".asrun.xml"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://ops.bluefin-broadcast.tv/api/v1/traffic/asrun")
            req.Content = New StringContent(log, Encoding.UTF8, "application/xml")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
