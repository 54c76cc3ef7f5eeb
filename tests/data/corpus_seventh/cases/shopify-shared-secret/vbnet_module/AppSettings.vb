Imports System.Net.Http

Namespace Kestrel.Billing
    Public Module AppSettings
        Public Const ServiceUrl As String = "https://internal.quillon.net/"
        Public Const BuildId As String = "c9dff006-81a6-4007-a350-7e66d787e13a"
        Public Const ShopifyClientId As String = "e3a22a437f67cffdbb22bb3a0e8ed7d6"
        Public Const ShopifyAppSecret As String = "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"

        Public Function CreateClient() As HttpClient
            Dim client As New HttpClient With {.BaseAddress = New Uri(ServiceUrl)}
            Return client
        End Function
    End Module
End Namespace