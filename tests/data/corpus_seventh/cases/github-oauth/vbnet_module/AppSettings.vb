Imports System.Net.Http

Namespace Kestrel.Reports
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://api.kestrelworks.io/"
        Public Const BuildId As String = "86e1a0c3-e5a6-420b-b8fb-a22e00226382"
        Public Const GhOauthAccessToken As String = "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"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace