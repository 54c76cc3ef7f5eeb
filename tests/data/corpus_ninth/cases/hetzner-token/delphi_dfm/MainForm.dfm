object frmMain: TfrmMain
  Left = 356
  Top = 1
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
      'Server=10.0.4.12'
      'HetznerApiToken=QrnhA3Gq4QyGIeOjiPwfrFNfmZFUvWG7BPXAHEB4Idjj958NqVL8uRc9YyCHHBhv')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
