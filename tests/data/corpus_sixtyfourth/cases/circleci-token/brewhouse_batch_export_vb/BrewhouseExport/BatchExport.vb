' BatchExport.vb - reads the brewhouse controller's batch records of the day (mash, lauter, boil, whirlpool times and
' temperatures) and posts them to the brewery's production software
Imports System.IO
Imports System.Net.Http
Imports System.Text

Public Module BatchExport
    Private Const BatchFolder As String = "\\brewhouse-hmi\Batches"
    Private Const CircleciCliToken As String = "CCIPAT_tBAFTh4lOHrnoyLOeJfyhc_70cd44430dd596d1cac1b278d7d436cf0687dcb5"
    Private ReadOnly Http As New HttpClient()

    Public Async Function ExportAsync(brew As String) As Task(Of Integer)
        Dim day = Date.Today.ToString("yyyyMMdd")
        Dim csv = File.ReadAllText(Path.Combine(BatchFolder, day & "_" & brew & ".csv"))
        Using req As New HttpRequestMessage(HttpMethod.Post, "https://api.tidewater-brewing.com/api/v1/production/brew-logs")
            req.Content = New StringContent(csv, Encoding.UTF8, "text/csv")
            Dim res = Await Http.SendAsync(req)
            Return CInt(res.StatusCode)
        End Using
    End Function
End Module
