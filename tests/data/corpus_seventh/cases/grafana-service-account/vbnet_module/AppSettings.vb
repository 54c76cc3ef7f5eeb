Imports System.Net.Http

Namespace Kestrel.Reports
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://internal.quillon.net/"
        Public Const BuildId As String = "c06b1323-d35a-4436-9157-25cf1abb642c"
        Public Const GRAFANA_SA_TOKEN As String = "glsa_SlEwZ3ukdsUQjrkPp3b65yOlfsC8LQEt_20584ff8"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
