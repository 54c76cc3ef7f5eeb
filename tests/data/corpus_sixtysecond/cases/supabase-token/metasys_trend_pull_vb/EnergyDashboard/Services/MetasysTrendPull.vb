' MetasysTrendPull.vb - pulls the chilled-water plant's trend samples from the Johnson Controls Metasys REST API (v4)
' for the energy dashboard
Imports System.Net.Http
Imports System.Text

Public Module MetasysTrendPull
    Private Const MetasysApi As String = "https://adx04.granitepeak-builders.com/api/v4"
    Private Const AccessToken As String = "sbp_f621d2bf2f89af764e4025ca16e47a36ee4e416d"
    Private ReadOnly Http As New HttpClient()

    Public Async Function PullAsync(objectId As String, token As String) As Task(Of Integer)
        Http.DefaultRequestHeaders.Authorization = New Headers.AuthenticationHeaderValue("Bearer", token)
        Dim samples = Await Http.GetStringAsync(MetasysApi & "/objects/" & objectId & "/attributes/presentValue/samples?startTime=" & Date.UtcNow.AddHours(-1).ToString("o"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://services.granitepeak-builders.com/api/v1/energy/trends")
            req.Content = New StringContent(samples, Encoding.UTF8, "application/json")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
