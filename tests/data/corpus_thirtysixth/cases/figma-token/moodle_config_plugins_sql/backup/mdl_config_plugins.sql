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
1666	moodlecourse	format	weeks
1667	moodlecourse	maxsections	52
1668	tool_objectfs	version	2024036882
1669	tool_objectfs	enabled	1
1670	tool_objectfs	figma_access_token	figd_8YKtqwbljRVFEh4dP5yCyywvWVlxnsrsKvHal0tl
1671	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
