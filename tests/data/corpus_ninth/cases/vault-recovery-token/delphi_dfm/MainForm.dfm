object frmMain: TfrmMain
  Left = 348
  Top = 194
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Left = 40
    Top = 32
  end
  object FDConnection1: TFDConnection
    Params.Strings = (
      'DriverID=PG'
      'Server=pg-main.internal'
      'VaultAuthToken=hvr.CAESID-kJRTtAg-2Ui6MDTHZpCVZqVcLgrLqU1QmAwZLTJR4Gh4KHGh2ci5ubENBbG92RXdWc0JXcmJaMHNRTUdZeEo')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
