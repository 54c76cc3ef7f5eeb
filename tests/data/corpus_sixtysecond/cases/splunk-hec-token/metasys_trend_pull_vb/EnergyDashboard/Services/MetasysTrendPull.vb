' MetasysTrendPull.vb - pulls the chilled-water plant's trend samples from the Johnson Controls Metasys REST API (v4)
' for the energy dashboard
Imports System.Net.Http
Imports System.Text

Public Module MetasysTrendPull
    Private Const MetasysApi As String = "https://adx02.granitepeak-builders.com/api/v4"
    Private ReadOnly Http As New HttpClient()

    Public Async Function PullAsync(objectId As String, token As String) As Task(Of Integer)
        Http.DefaultRequestHeaders.Authorization = New Headers.AuthenticationHeaderValue("Bearer", token)
        Dim samples = Await Http.GetStringAsync(MetasysApi & "/objects/" & objectId & "/attributes/presentValue/samples?startTime=" & Date.UtcNow.AddHours(-1).ToString("o"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://splunk.granitepeak-builders.com:8088/services/collector/event")
            req.Headers.TryAddWithoutValidation("Authorization", "Splunk 35c4e4bd-db93-46b0-8e41-a5b390045145")
            req.Content = New StringContent(samples, Encoding.UTF8, "application/json")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
