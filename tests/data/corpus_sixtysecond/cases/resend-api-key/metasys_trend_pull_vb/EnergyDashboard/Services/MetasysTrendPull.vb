' MetasysTrendPull.vb - pulls the chilled-water plant's trend samples from the Johnson Controls Metasys REST API (v4)
' for the energy dashboard
Imports System.Net.Http
Imports System.Text

Public Module MetasysTrendPull
    Private Const MetasysApi As String = "https://adx04.meridian-facilities.com/api/v4"
    Private Const ResendApiKey As String = "re_YJoPscMt_zJUm0lkb4HEbJgrxr1wf2l3u"
    Private ReadOnly Http As New HttpClient()

    Public Async Function PullAsync(objectId As String, token As String) As Task(Of Integer)
        Http.DefaultRequestHeaders.Authorization = New Headers.AuthenticationHeaderValue("Bearer", token)
        Dim samples = Await Http.GetStringAsync(MetasysApi & "/objects/" & objectId & "/attributes/presentValue/samples?startTime=" & Date.UtcNow.AddHours(-1).ToString("o"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://gateway.meridian-facilities.com/api/v1/energy/trends")
            req.Content = New StringContent(samples, Encoding.UTF8, "application/json")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
