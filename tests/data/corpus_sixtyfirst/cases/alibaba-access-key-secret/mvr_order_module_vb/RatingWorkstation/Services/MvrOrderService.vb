' MvrOrderService.vb - orders motor vehicle reports for new commercial-auto drivers from the agency rating workstation
Imports System.Net.Http
Imports System.Text

Public Module MvrOrderService
    Private Const OrderUrl As String = "https://mvr.risk-vendor.example/api/v1/orders"
    Private Const AlibabaCloudAccessKeyId As String = "LTAISLy0D0Mb8gPAEx7Or4Yw"
    Private Const OssAccessKeySecret As String = "Q5x7coh1lgihb8BdhJHdq126VyI2r0"
    Private ReadOnly Http As New HttpClient()

    Public Async Function OrderAsync(licenseNumber As String, state As String) As Task(Of Integer)
        Dim body As New StringContent("{""license"":""" & licenseNumber & """,""state"":""" & state & """}", Encoding.UTF8, "application/json")
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://api.ridgefield-casualty.com/api/v1/underwriting/mvr")
            req.Content = body
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
