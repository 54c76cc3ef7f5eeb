' AsRunExport.vb - reads the playout automation's as-run log of the previous broadcast day and posts it to the traffic
' system for reconciliation (spots aired, make-goods)
Imports System.IO
Imports System.Net.Http
Imports System.Text

Public Module AsRunExport
    Private Const AsRunFolder As String = "\\playout03\AsRun"
    Private Const AppConfigurationToken As String = "xoxe-1-6MAQm5lmt9O7Gzql9hgvjtdtF8qIKxBiKOM8dvxrdTP6tGzZrlJt6yNLZmTrkXnNThBCYq2P2CQguT59YLUkNP0qtXBeOKYEKyvc0UP44qk4sDKohDQex9QUYRi4HGPKPm4bs9vtMkaeVAaf3a"
    Private ReadOnly Http As New HttpClient()

    Public Async Function ExportAsync(channel As String) As Task(Of Integer)
        Dim day = Date.Today.AddDays(-1).ToString("yyyyMMdd")
        Dim log = File.ReadAllText(Path.Combine(AsRunFolder, channel & "_" & day & ".asrun.xml"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://api.harborlight-media.com/api/v1/traffic/asrun")
            req.Content = New StringContent(log, Encoding.UTF8, "application/xml")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
