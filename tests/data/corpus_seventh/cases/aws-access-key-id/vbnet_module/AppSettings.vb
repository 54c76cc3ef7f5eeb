Imports System.Net.Http

Namespace Kestrel.Notifier
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://gw.tidewater.com/"
        Public Const BuildId As String = "ceffcea6-5ac7-4b94-a68b-7e5f627e986c"
        Public Const AwsAccessKeyId As String = "AKIAXXXXXXXXXXXXXXXX"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace
