' MvrOrderService.vb - orders motor vehicle reports for new commercial-auto drivers from the agency rating workstation
Imports System.Net.Http
Imports System.Text

Public Module MvrOrderService
    Private Const OrderUrl As String = "https://mvr.mvr-hub.example/api/v1/orders"
    Private Const InfracostApiKey As String = "ico-JzhOVk1h5JI1ElZFYqKith4432XFNnuV"
    Private ReadOnly Http As New HttpClient()

    Public Async Function OrderAsync(licenseNumber As String, state As String) As Task(Of Integer)
        Dim body As New StringContent("{""license"":""" & licenseNumber & """,""state"":""" & state & """}", Encoding.UTF8, "application/json")
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://api.bellweather-insurance.com/api/v1/underwriting/mvr")
            req.Content = body
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
