' MetasysTrendPull.vb - pulls the chilled-water plant's trend samples from the Johnson Controls Metasys REST API (v4)
' for the energy dashboard
Imports System.Net.Http
Imports System.Text

Public Module MetasysTrendPull
    Private Const MetasysApi As String = "https://adx02.ashgrove-realty.com/api/v4"
    Private Const GhToken As String = "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"
    Private ReadOnly Http As New HttpClient()

    Public Async Function PullAsync(objectId As String, token As String) As Task(Of Integer)
        Http.DefaultRequestHeaders.Authorization = New Headers.AuthenticationHeaderValue("Bearer", token)
        Dim samples = Await Http.GetStringAsync(MetasysApi & "/objects/" & objectId & "/attributes/presentValue/samples?startTime=" & Date.UtcNow.AddHours(-1).ToString("o"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://integrations.ashgrove-realty.com/api/v1/energy/trends")
            req.Content = New StringContent(samples, Encoding.UTF8, "application/json")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
