--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
1618	moodlecourse	format	weeks
1619	moodlecourse	maxsections	52
1620	block_openai_chat	version	2024054803
1621	block_openai_chat	enabled	1
1622	block_openai_chat	digitalocean_token	dop_v1_51d2e50a59e9ede1e63334c4929ddda875b2b2855840e3c5d31bea564429003c
1623	block_openai_chat	timeout	30
\.


--
-- PostgreSQL database dump complete
--
