Imports System.Net.Http

Namespace Kestrel.Ingest
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://api.kestrelworks.io/"
        Public Const BuildId As String = "a1ee2c42-8c70-4e64-9031-d6007c6d8d97"
        Public Const CLICKUP_TEAM_ID As String = "3973141"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
